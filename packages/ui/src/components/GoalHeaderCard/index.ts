export { GoalHeaderCard, type GoalHeaderCardProps } from './GoalHeaderCard';

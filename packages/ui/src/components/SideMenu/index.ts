export { SideMenu, activeItem, type SideMenuItem, type SideMenuProps } from './SideMenu';

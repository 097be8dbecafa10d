import { SignUpScreen } from '../features/session/components/SignUpScreen';

export function Component() {
  return <SignUpScreen />;
}

import { SignUpScreen } from '../features/sign-up/components/SignUpScreen';

export function Component() {
  return <SignUpScreen />;
}

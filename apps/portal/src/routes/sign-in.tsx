import { SignInScreen } from '../features/sign-in/components/SignInScreen';

export function Component() {
  return <SignInScreen />;
}

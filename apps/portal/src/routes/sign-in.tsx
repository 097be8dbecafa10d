import { SignInScreen } from '../features/session/components/SignInScreen';

export function Component() {
  return <SignInScreen />;
}

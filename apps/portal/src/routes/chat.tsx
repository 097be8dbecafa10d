// Assistant chat: history, 'Chat' input, the reply typed out.
import { ChatScreen } from '../features/chat/components/ChatScreen';

export function Component() {
  return <ChatScreen />;
}

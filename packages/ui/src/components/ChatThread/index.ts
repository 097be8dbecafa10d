export { ChatThread, typedLength, type ChatMessage, type ChatThreadProps } from './ChatThread';

export {
  InlineMessage,
  inlineMessageTones,
  type InlineMessageProps,
  type InlineMessageTone,
} from './InlineMessage';

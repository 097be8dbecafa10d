// The assistant's language model behind an interface. When ASSISTANT_BASE_URL is set, an
// OpenAI-compatible chat-completions endpoint answers (POST {base}/chat/completions); otherwise the
// built-in deterministic assistant (products/assistant) answers alone.
import { providerFetch } from '../providerHttp';

export interface ModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface AssistantModel {
  /** The model's reply; throws AssistantUnavailable when it cannot answer. */
  complete(messages: readonly ModelMessage[]): Promise<string>;
}

export class AssistantUnavailable extends Error {
  override name = 'AssistantUnavailable';
}

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
}

export function createOpenAiCompatibleModel(options: OpenAiCompatibleOptions): AssistantModel {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async complete(messages) {
      let response: Response;
      try {
        response = await providerFetch('assistant')(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: options.model, messages, temperature: 0 }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
        });
      } catch (error) {
        throw new AssistantUnavailable(`assistant endpoint unreachable: ${String(error)}`);
      }
      if (!response.ok) throw new AssistantUnavailable(`assistant endpoint answered HTTP ${response.status}`);
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new AssistantUnavailable('assistant endpoint answered something that is not JSON');
      }
      const content = (body as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message
        ?.content;
      if (typeof content !== 'string' || content.trim() === '') {
        throw new AssistantUnavailable('assistant endpoint answered no message');
      }
      return content.trim();
    },
  };
}

/** The configured model, or null for the built-in assistant only. */
export function assistantModelFromEnv(env: NodeJS.ProcessEnv): AssistantModel | null {
  const baseUrl = env.ASSISTANT_BASE_URL?.trim();
  if (!baseUrl) return null;
  return createOpenAiCompatibleModel({
    baseUrl,
    model: env.ASSISTANT_MODEL?.trim() || 'gpt-4o-mini',
    ...(env.ASSISTANT_API_KEY ? { apiKey: env.ASSISTANT_API_KEY } : {}),
  });
}

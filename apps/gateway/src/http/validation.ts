// Turns Ajv's findings about a request into one sentence a developer (or a customer, for the
// common fields) can read: "pin must be 6 digits; body field 'extra' is not allowed".

export interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

const FIELD_RULES: Record<string, string> = {
  mobileNumber: 'must be 10 digits starting with 0',
  mobile: 'must be 10 digits starting with 0',
  pin: 'must be 6 digits',
  code: 'must be 6 digits',
  image: 'must be a JPEG data URL (data:image/jpeg;base64,…)',
  amount: 'must be an amount with two decimals, like 150.00',
  email: 'must be an e-mail address',
};

function fieldName(context: string, path: string): string {
  const parts = path.split('/').filter(Boolean);
  return parts.length > 0 ? parts.join('.') : context;
}

export function validationMessage(issues: readonly ValidationIssue[], context: string): string {
  const sentences: string[] = [];
  for (const issue of issues) {
    const field = fieldName(context, issue.instancePath);
    const last = field.split('.').pop() ?? field;
    let sentence: string;
    if (issue.keyword === 'additionalProperties') {
      sentence = `${field === context ? context : field} field '${String(issue.params.additionalProperty)}' is not allowed`;
    } else if (issue.keyword === 'required') {
      sentence = `${String(issue.params.missingProperty)} is required`;
    } else if (['pattern', 'format', 'minLength', 'maxLength'].includes(issue.keyword) && FIELD_RULES[last]) {
      sentence =
        issue.keyword === 'maxLength' && last === 'image'
          ? 'image is too large'
          : `${last} ${FIELD_RULES[last]}`;
    } else if (issue.keyword === 'type' && field === context) {
      sentence = `the ${context} must be a JSON ${String(issue.params.type)}`;
    } else {
      sentence = `${field} ${issue.message ?? 'is not valid'}`;
    }
    if (!sentences.includes(sentence)) sentences.push(sentence);
    if (sentences.length === 4) break;
  }
  // Field names keep their case (they are the contract's names): no capital, no full stop.
  return sentences.join('; ') || `the ${context} is not valid`;
}

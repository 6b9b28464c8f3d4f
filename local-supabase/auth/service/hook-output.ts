// What a hook function answered, read as GoTrue reads it (pure): an `error` object becomes that HTTP error, each hook's
// output is decoded like GoTrue's Go structs, and custom access token claims are checked against GoTrue's minimal schema.
import type { HookName } from '../../config-hooks.js';
import { AuthError, E } from '../errors.js';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonObject = { [k: string]: Json };

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Go's json.Unmarshal into a struct field: the JSON type must match, null leaves the zero value. */
function fieldOk(v: Json | undefined, type: 'string' | 'boolean' | 'integer'): boolean {
  if (v === undefined || v === null) return true;
  return type === 'integer' ? Number.isInteger(v) : typeof v === type;
}

/** GoTrue's hookserrors.Check: `{"error": {"http_code", "message"}}` with a message is an HTTP error (500 without a code). */
export function hookErrorOf(value: Json): AuthError | null {
  if (!isObject(value) || !isObject(value.error)) return null;
  const { http_code: code, message } = value.error;
  if (!fieldOk(code, 'integer') || !fieldOk(message, 'string')) return null;
  if (typeof message !== 'string' || message === '') return null;
  const status = typeof code === 'number' && code !== 0 ? code : 500;
  return E.hookAnswer(status >= 100 && status <= 999 ? status : 500, message);
}

/** Decoded outputs: claims of the token hook, the decision of the attempt hooks. */
export interface HookOutput {
  claims?: Record<string, unknown>;
  decision?: string;
  message?: string;
  shouldLogoutUser?: boolean;
}

const typeName = (v: Json): string =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v;

/** GoTrue's MinimumViableTokenSchema: property types, then the required claims. */
const CLAIM_TYPES: [string, string[]][] = [
  ['aud', ['string', 'array']], ['exp', ['integer']], ['jti', ['string']], ['iat', ['integer']], ['iss', ['string']],
  ['nbf', ['integer']], ['sub', ['string']], ['email', ['string']], ['phone', ['string']], ['app_metadata', ['object']],
  ['user_metadata', ['object']], ['role', ['string']], ['aal', ['string']], ['amr', ['array']], ['session_id', ['string']],
  ['client_id', ['string']],
];
export const REQUIRED_CLAIMS = ['aud', 'exp', 'iat', 'sub', 'email', 'phone', 'role', 'aal', 'session_id', 'is_anonymous'];

const fits = (v: Json, types: string[]) => types.some((t) => t === typeName(v) || (t === 'number' && typeof v === 'number'));
const invalidType = (field: string, types: string[], v: Json) =>
  `${field}: Invalid type. Expected: ${types.length === 1 ? types[0] : `[${types.join(',')}]`}, given: ${typeName(v)}`;

/** The schema violations of a claims value, worded as gojsonschema words them (empty when valid). */
export function claimsProblems(claims: Json): string[] {
  if (!isObject(claims)) return [invalidType('(root)', ['object'], claims)];
  const out = REQUIRED_CLAIMS.filter((k) => !(k in claims)).map((k) => `(root): ${k} is required`);
  for (const [k, types] of CLAIM_TYPES) {
    const v = claims[k];
    if (v !== undefined && !fits(v, types)) out.push(invalidType(k, types, v));
  }
  const amr = claims.amr;
  if (Array.isArray(amr)) {
    amr.forEach((item, i) => {
      if (typeof item !== 'string' && !isObject(item)) out.push(`amr.${i}: Must validate at least one schema (anyOf)`);
    });
  }
  return out;
}

function claimsOf(value: Json): Record<string, unknown> {
  // Go unmarshals JSON null into the output's map as a missing field.
  if (value !== null && !isObject(value)) throw E.hookUnmarshal();
  if (value === null || !('claims' in value)) throw E.hookAnswer(500, 'output claims field is missing');
  if (value.claims !== null && !isObject(value.claims)) throw E.hookUnmarshal();
  return checkedClaims(value.claims);
}

/** GoTrue's validateTokenClaims (a SQL NULL answer reaches it as null claims). */
function checkedClaims(claims: Json): Record<string, unknown> {
  const problems = claimsProblems(claims);
  if (problems.length > 0) {
    throw E.hookAnswer(500, `output claims do not conform to the expected schema: \n${problems.map((p) => `- ${p}\n`).join('')}`);
  }
  return claims as Record<string, unknown>;
}

function decisionOf(value: Json, withLogout: boolean): HookOutput {
  if (value === null) return {};
  if (!isObject(value)) throw E.hookUnmarshal();
  const { decision, message, should_logout_user: logout } = value;
  if (!fieldOk(decision, 'string') || !fieldOk(message, 'string') || (withLogout && !fieldOk(logout, 'boolean'))) throw E.hookUnmarshal();
  return {
    decision: typeof decision === 'string' ? decision : '',
    message: typeof message === 'string' ? message : '',
    shouldLogoutUser: withLogout && logout === true,
  };
}

/**
 * The output of hook `name` from the function's result as text (null: SQL NULL, which GoTrue skips decoding). Throws
 * the AuthError GoTrue answers with for an error object or an output it cannot decode.
 */
export function readHookOutput(name: HookName, text: string | null): HookOutput {
  let value: Json = null;
  if (text !== null) {
    try {
      value = JSON.parse(text) as Json;
    } catch {
      throw E.hookUnmarshal();
    }
    const answered = hookErrorOf(value);
    if (answered) throw answered;
  }
  if (name === 'custom_access_token') return { claims: text === null ? checkedClaims(null) : claimsOf(value) };
  if (name === 'mfa_verification_attempt' || name === 'password_verification_attempt') {
    return decisionOf(value, name === 'password_verification_attempt');
  }
  if (value !== null && !isObject(value)) throw E.hookUnmarshal();
  return {};
}

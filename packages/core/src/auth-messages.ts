// better-auth's own validation answers name the field the way code does ("[body.email] Invalid email address").
// Without zod, so the web's first load may use it (docs/decisions/028-light-shell.md).

/** better-auth's message when it is for people; a plain sentence instead of one that names code paths. */
export function plainAuthMessage(message: string): string {
  const developer = /^\[(body|query|headers?)\.?([\w.]*)\]/.exec(message);
  if (!developer) return message;
  const field = developer[2] ?? '';
  if (/email/i.test(field)) return 'Please enter a valid email address.';
  if (/password/i.test(field)) return 'Please check your password.';
  if (/name/i.test(field)) return 'Please enter your name.';
  return 'Please check what you entered and try again.';
}

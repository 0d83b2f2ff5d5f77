import { describe, expect, it } from 'vitest';
import { plainAuthMessage } from './auth-messages.ts';

describe('plainAuthMessage', () => {
  it.each([
    ['[body.email] Invalid email address', 'Please enter a valid email address.'],
    ['[body.password] Too small: expected string to have >=1 characters', 'Please check your password.'],
    ['[body.name] Invalid input: expected string, received null', 'Please enter your name.'],
    ['[body] Invalid input', 'Please check what you entered and try again.'],
  ])('turns %j into a sentence', (given, plain) => {
    expect(plainAuthMessage(given)).toBe(plain);
  });

  it("keeps better-auth's sentences for people", () => {
    expect(plainAuthMessage('Invalid email or password')).toBe('Invalid email or password');
  });
});

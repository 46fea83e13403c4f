import { describe, expect, it } from "vitest";
import { authErrorKey, failureStatus } from "./auth-errors";

const refusal = (status: number, message: string) =>
  ({ ok: false, status, error: { status, name: status === 429 ? "RateLimitError" : "ValidationError", message, details: {} } }) as const;

describe("authErrorKey", () => {
  it("maps the content service's messages to texts of the page", () => {
    expect(authErrorKey(refusal(400, "Invalid identifier or password"))).toBe("account.errors.invalidCredentials");
    expect(authErrorKey(refusal(400, "Your account email is not confirmed"))).toBe("account.errors.notConfirmed");
    expect(authErrorKey(refusal(400, "Incorrect code provided"))).toBe("account.errors.resetCodeInvalid");
    expect(authErrorKey(refusal(400, "The provided current password is invalid"))).toBe("account.errors.currentPasswordWrong");
  });

  it("says 'try again in a minute' for any 429, whatever its message", () => {
    expect(authErrorKey(refusal(429, "Too many requests, please try again later."))).toBe("account.errors.tooMany");
    expect(failureStatus({ status: 429 })).toBe(429);
  });

  it("never passes an unknown message through", () => {
    expect(authErrorKey(refusal(400, "Something nobody planned for"))).toBe("account.errors.generic");
    expect(authErrorKey(refusal(502, "Invalid identifier or password"))).toBe("account.errors.generic");
  });
});

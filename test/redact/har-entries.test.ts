// HAR exports (rules/env-entry.ts with cookie-value.ts): a `Cookie` or `Set-Cookie` header
// entry holds a cookie list whose session values go, and a `"cookies"` array holds entries
// named for sessions whose values go; other headers, other cookies, and session-sounding
// names outside a cookies array are kept. Also a cookie jar logged as a map (rules/http-cookie.ts).
import { describe, it } from "vitest";
import { expectKept, expectKeeps, expectRedacted } from "./expect-redaction.js";

const SID = "p4k9wq2m7x8c1v6b3n5z0r7t2y8u4i1o";
const SET = "Xr7-Lq2Wm9_Zc4Vb8Nt1Ks6Hd3Jf0Gp5Ye2";

describe("HAR name/value entries", () => {
  it.each([
    [`"headers": [\n  { "name": "Cookie", "value": "lang=en; sid=${SID}; theme=dark" }\n]`, SID],
    [`"headers": [{"name":"set-cookie","value":"__Secure-auth=${SET}; Path=/; HttpOnly; SameSite=Strict"}]`, SET],
    [`"cookies": [\n  {\n    "name": "sessionid",\n    "value": "${SID}"\n  }\n]`, SID],
    [`"cookies": [{"name": "theme", "value": "dark"}, {"name": "remember_me", "value": "${SET}"}]`, SET],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it("keeps the cookie names, attributes and the other cookies", () => {
    const text = `"headers": [{"name":"Set-Cookie","value":"sid=${SID}; Path=/; Secure"}, {"name":"Cookie","value":"theme=dark; lang=en"}]`;
    expectKeeps(text, ['"name":"Set-Cookie","value":"sid=', "; Path=/; Secure", "theme=dark; lang=en"]);
  });

  it.each([
    [`"headers": [{"name": "Accept", "value": "application/json"}, {"name": "Cookie", "value": "theme=dark; lang=en"}]`],
    // A session-sounding name outside a cookies array, or after the array has closed.
    [`"env": [{"name": "LOGIN_URL", "value": "https://sso.example.com/login?next=/app2"}]`],
    [`"cookies": [{"name": "theme", "value": "dark"}],\n"queryString": [{"name": "session", "value": "2026-11-30T10:00:00Z-run7"}]`],
  ])("kept: %s", (text) => expectKept(text));
});

describe("a cookie jar logged as a map", () => {
  it.each([
    [`{"level":"debug","msg":"cookies","cookies":{"lang":"en","session_id":"${SID}"}}`, SID],
    [`request.cookies = {'csrftoken': 'abc', 'auth': '${SET}'}\nlog: 'cookies': {'auth': '${SET}'}`, SET],
    [`{"cookies": {"visits": 3, "beta": true, "sid": "${SID}"}}`, SID],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it("keeps the names and the cookies that are no secrets", () => {
    expectKeeps(`{"cookies": {"lang": "en", "sid": "${SID}", "theme": "dark"}}`, ['"lang": "en"', '"sid": "', '"theme": "dark"']);
  });

  it.each([
    [`{"cookies": {"lang": "en", "theme": "dark", "consent": "2026-11-30"}}`],
  ])("kept: %s", (text) => expectKept(text));
});

describe("an unquoted entry value ends where the sentence around it resumes", () => {
  it("stops at a closing quote or at Chinese text right after the value", () => {
    expectRedacted(' - name: API_TOKEN\n  value: anjCHMOCKpg4zSOXMJhoYufW4IDw"会话', "anjCHMOCKpg4zSOXMJhoYufW4IDw");
    expectRedacted("- name: API_TOKEN\n  value: anjCHMOCKpg4zSOXMJhoYufW4IDw会话结束", "anjCHMOCKpg4zSOXMJhoYufW4IDw");
  });
});

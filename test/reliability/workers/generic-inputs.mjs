// Generic adversarial shapes every entry point gets in the ReDoS test, whatever the screen
// found: long runs of the characters and fragments that patterns in this project key on.
export const GENERIC = [
  ["a×n", (n) => "a".repeat(n)],
  ["space×n+x", (n) => " ".repeat(n - 1) + "x"],
  ["newline×n", (n) => "\n".repeat(n)],
  ["'- '×n", (n) => "- ".repeat(n / 2)],
  ["'[['×n", (n) => "[[".repeat(n / 2)],
  ["'<<<'×n", (n) => "<<<".repeat(n / 3)],
  ["'<read-files>'×n", (n) => "<read-files>".repeat(n / 12)],
  ["'password='×n", (n) => "password=".repeat(n / 9)],
  ["'ghp_'×n", (n) => "ghp_".repeat(n / 4)],
  ["'sk-'+base64×n", (n) => "sk-" + "Ab3/".repeat(n / 4)],
  ["PEM header×n", (n) => "-----BEGIN RSA PRIVATE KEY-----\n".repeat(n / 32)],
  ["'https://'×n", (n) => "https://".repeat(n / 8)],
  ["'/home/'×n", (n) => "/home/".repeat(n / 6)],
  ["'C:\\'×n", (n) => "C:\\".repeat(n / 3)],
  ["'10.0.0.'×n", (n) => "10.0.0.".repeat(n / 7)],
  ["'```'+newline×n", (n) => "```\n".repeat(n / 4)],
  ["'| a '×n", (n) => "| a ".repeat(n / 4)],
  ["'we decided to use '×n", (n) => "we decided to use ".repeat(n / 18)],
  ["'TODO: '×n", (n) => "TODO: ".repeat(n / 6)],
  ["CJK×n", (n) => "决定使用".repeat(n / 4)],
  // A list heading, then a whitespace run: optional marks between `\s*` once tried every split.
  ["'## Decisions'+space×n+x", (n) => "## Decisions" + " ".repeat(n - 13) + "x"],
  ["'- **Open'+space×n+': x'", (n) => "- **Open" + " ".repeat(n - 11) + ": x"],
];

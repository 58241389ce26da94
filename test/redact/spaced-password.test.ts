// A generated password in six groups of four (rules/spaced-password.ts), as WordPress shows an
// application password. Near misses: IBANs and fingerprints (no lower case), words, longer runs.
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

describe("an application password in groups of four", () => {
  it.each([
    ["The class-booking plugin talks to the site with an application password:\nwIHK RZNd m4Fw XU4i ehZU N3b2\n\nTaster sessions are £45.", "wIHK RZNd m4Fw XU4i ehZU N3b2"],
    ['WP_APP_PASSWORD="wIHK RZNd m4Fw XU4i ehZU N3b2"', "wIHK RZNd m4Fw XU4i ehZU N3b2"],
    ["wp_app_password: 'Tq7L 9bXe Rk2P mW4z Hc8N yJ3d'", "Tq7L 9bXe Rk2P mW4z Hc8N yJ3d"],
    ["Application password for the REST import (user: editor): Tq7L 9bXe Rk2P mW4z Hc8N yJ3d, revoke after Friday", "Tq7L 9bXe Rk2P mW4z Hc8N yJ3d"],
    // Apple's and Google's app-specific passwords: four groups of four lower-case letters.
    ["Apple ID > Sign-In and Security > App-Specific Passwords\n\nYour app-specific password is:\n\n    wugs-eyal-vtoy-lpeb\n\nUse this password to sign in.", "wugs-eyal-vtoy-lpeb"],
    ["security add-internet-password -a dave.r@quillpost.example -s imap.quillpost.example -r imap -P 993 -w 'jhui-mwvt-bgal-cdhc' -T /Applications/Mail.app", "jhui-mwvt-bgal-cdhc"],
    ["Gmail app password for the scanner: qwrt ypsd fghj klzx (made on Monday)", "qwrt ypsd fghj klzx"],
    // A word of the sentence beside the groups does not make the run longer.
    ["password: wIHK RZNd m4Fw XU4i ehZU N3b2 from the admin page", "wIHK RZNd m4Fw XU4i ehZU N3b2"],
    ["the application password here wIHK RZNd m4Fw XU4i ehZU N3b2", "wIHK RZNd m4Fw XU4i ehZU N3b2"],
    ["app password: wugs eyal vtoy lpeb and the mail works again", "wugs eyal vtoy lpeb"],
    // Inside a JSON string: the line breaks arrive escaped, and the `n` of `\n` is not a group's.
    ['{"note": "\\nThe booking plugin talks to the site with an application password:\\n4eXh JVqu 42zx 31LV UJym 9R1X\\n"}', "4eXh JVqu 42zx 31LV UJym 9R1X"],
    ['"note": "application password:\\r\\n4eXh JVqu 42zx 31LV UJym 9R1X"', "4eXh JVqu 42zx 31LV UJym 9R1X"],
    ['"note": "Your app-specific password is:\\n\\nwugs-eyal-vtoy-lpeb"', "wugs-eyal-vtoy-lpeb"],
  ])("%s", (text, secret) => expectRedacted(text, secret));
});

describe("groups of four that are no password", () => {
  it.each([
    "passed the IBAN FR37 6024 9338 7566 5409 7358 on to accounts",
    "password fingerprint C15D D1FD 42FE C7F8 36D7 3F50",
    "passphrase hint: will send when done, next week",
    "passport scan: Ab12 Cd34 Ef56 Gh78 Ij90 Kl12 Mn34",
    "the password rule: keep some rows open, then ship",
    "Your app-specific password is below.\n\n    wugs-eyal-vtoy-lpeb",
    // Five groups of lower-case letters: longer than an app-specific password, from either end.
    "pass phrase words: abcd wugs eyal vtoy lpeb",
    "pass phrase words: wugs eyal vtoy lpeb abcd",
    "The application password is shown once as wIHK RZNd m4Fw XU4i ehZU, five groups here",
    // Escaped line breaks count as line breaks do: the next line only after a colon.
    '"note": "Your app-specific password is below.\\n\\n    wugs-eyal-vtoy-lpeb"',
  ])("%s", (text) => expectKept(text));
});

// Password hashes in the modular crypt format (rules/crypt-hash.ts): the hash field of shadow
// and htpasswd lines goes, the fields around it stay; shell expansions and short or uniform
// `$`-separated words are not hashes.
import { describe, it } from "vitest";
import { expectKept, expectKeeps, expectRedacted } from "./expect-redaction.js";

const SHA512 = "$6$Qm3vT8rLw2Xp$Hk9sV2dLq8Rt1Zc4Yb7Nm0Fw3Xe6Pj5Ua9Gi2Ko8Sl1Dh4Jr7Tn0Vy3Bq6Mc9Ze2Aw5Ex8Ru1Io4Lp7Kf0Hs3";
const BCRYPT = "$2b$12$R9h/cIPz0gi.URNNX3kh2OPST9/PgBkqquzi.Ss7KIUgO2t0jWMUW";
const APR1 = "$apr1$Yt4mQ9bZ$Lr6Vd2Wq8Ns1Xk3Pf7Hc0.";
const YESCRYPT = "$y$j9T$Fq2Wl8Zr/Kp3Nm5Vx7$Dg4Hs6Jt9Lb1Qc3Rw5Ye7Uk2Ma4Oi6Pz8Xn0Cv2Bf";
const ARGON2 = "$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHRzb21lc2FsdA$Rk2P9wQ7vT3mL8xZ4nB6yC1dF5hJ0sU";
const PBKDF2 = "$pbkdf2-sha256$29000$N2bMqTpH$Xv8Kd3Lq9Rm2Wt5Zn7Yb1Fc4Hs6Jp0Ue";

describe("crypt hashes", () => {
  it.each([
    [`app:${SHA512}:19876:0:99999:7:::`, SHA512],
    [`ops:${BCRYPT}`, BCRYPT],
    [`web:${APR1}\n`, APR1],
    [`svc:${YESCRYPT}:20001::::::`, YESCRYPT],
    [`{"user": "mara", "password_digest": "${ARGON2}"}`, ARGON2],
    [`INSERT INTO accounts VALUES (7, 'mara', '${PBKDF2}');`, PBKDF2],
  ])("%s", (text, hash) => expectRedacted(text, hash));

  it("keeps the other fields of a shadow file, and its locked accounts", () => {
    const text = `root:!:19876:0:99999:7:::\napp:${SHA512}:19876:0:99999:7:::\nnobody:*:19876:0:99999:7:::`;
    expectKeeps(text, ["root:!:19876:0:99999:7:::", ":19876:0:99999:7:::", "nobody:*:19876:0:99999:7:::", "app:"]);
  });

  it.each([
    ["echo $HOME$PATH and $a$b$c"],
    ['price="$5$10 total"'],
    ["format: $6$salt$hash (see crypt(5))"],
    ["id=$x$y$aaaaaaaaaaaaaaaaaaaaaaaa"],
    ["cost: $1$2$3 and $4"],
    ["PS1='$user$host$cwd$ '"],
  ])("not a hash: %s", (text) => expectKept(text));
});

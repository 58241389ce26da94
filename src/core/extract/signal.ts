/** What a clause does to the session's state: the vocabulary shared by the detectors, the feeder
 *  and the reducer (state.ts). */
export type FactTag = "PROJ" | "TECH" | "PREF";
export type Speaker = "user" | "assistant" | "summary";
export type Lang = "en" | "zh";

export type Signal =
  | { kind: "decision"; text: string; chosen: string; rejected: string }
  | { kind: "reject"; text: string; object: string; weak?: boolean }
  | { kind: "retract"; text: string }
  | { kind: "proposal"; text: string; object: string }
  | { kind: "agree"; text: string }
  | { kind: "pick"; text: string; ref: number }
  | { kind: "counter"; text: string; object: string }
  | { kind: "pending"; text: string; action: string }
  | { kind: "cancel"; text: string; object: string }
  | { kind: "done"; text: string; object: string }
  | { kind: "blocker"; text: string; object: string }
  | { kind: "question"; text: string }
  | { kind: "unblock"; text: string; object: string }
  | { kind: "fact"; tag: FactTag; text: string; correction: boolean; weak?: boolean };

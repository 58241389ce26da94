// A table's column of access codes (rules/secret-column.ts): a header that names what the
// column's numbers open ("keysafe", "alarm", "kennel_door", "installer_code", "Door code") vouches
// for its cells of five digits or more; and the columns that stay.
import { describe, it } from "vitest";
import { expectKept, expectKeeps, expectRedacted } from "./expect-redaction.js";

describe("a column of codes named by what they open", () => {
  it.each([
    ["a letting agent's CSV", 'property_ref,address,status,keysafe,alarm,notes\nKE-7227,"12 Heron Way",vacant,314198,none,"boiler serviced"\n', "314198"],
    ["a second column of the same table", 'property_ref,address,status,keysafe,alarm,notes\nKE-8009,"Flat 8, The Maltings",vacant,140512,3094556,"alarm company Sentrix"\n', "3094556"],
    ["snake_case headers", "week,site,vet_on_call,nurse_on_call,cd_cabinet_code,kennel_door\nw/c 2 Nov,Main,Dr Hale,Priya,11956488,116373\n", "116373"],
    ["a code named by its qualifier", "lock_id;room;battery_pct;installer_code;last_sync\nL-0412;Room 412;81;87271991;2026-11-20 08:14\n", "87271991"],
    ["a Markdown table", "| Where | Door code | Notes |\n|---|---|---|\n| Yard | 625165 | press # after |\n", "625165"],
  ])("%s", (_name, text, secret) => expectRedacted(text, secret));

  it("keeps the header, the other columns and a cell that is no code", () => {
    const text = 'property_ref,address,status,keysafe,alarm,notes\nKE-7227,"12 Heron Way",vacant,314198,none,"boiler serviced"\n';
    expectKeeps(text, ["property_ref,address,status,keysafe,alarm,notes", 'KE-7227,"12 Heron Way",vacant,', ",none,"]);
  });

  it.each([
    ["a gate number", "gate,flight,time\n12,BA2490,10:45\n"],
    ["an identifier the header names", "door_id,status\n448213,open\n"],
    ["a code of four digits (a room, a year)", "door,opened\n1204,2024\n"],
    ["a bare code column (a product's, a postcode's)", "item,code,qty\nbolts,448213,12\n"],
  ])("leaves alone %s", (_name, text) => expectKept(text));
});

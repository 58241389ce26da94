/**
 * The plain text of a heading, as a reader sees it: `## **Rolling** \`Summary\`` → "Rolling
 * Summary". Inline HTML is dropped, images count by their alt text, line breaks become spaces.
 */
import type { Heading, Nodes } from "mdast";

function textOf(node: Nodes): string {
  switch (node.type) {
    case "html":
      return "";
    case "break":
      return " ";
    case "image":
    case "imageReference":
      return node.alt ?? "";
    default:
      if ("value" in node && typeof node.value === "string") return node.value;
      if ("children" in node) return (node.children as Nodes[]).map(textOf).join("");
      return "";
  }
}

export function headingText(heading: Heading): string {
  return textOf(heading);
}

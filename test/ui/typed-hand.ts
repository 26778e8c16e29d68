// A hand draft written as the editor's text line (`123m456p789s1122z win:2z pon:777z@1 dora:1p`),
// every tile entered: tests build hands the way a person types them.
import { handFromText } from '../../src/ui/editor/hand-text';
import type { HandDraft } from '../../src/vision/hand-draft';

export function typedHand(text: string): HandDraft {
  const parsed = handFromText(text);
  if (!parsed.ok) throw new Error(`not a hand line: ${text} (${JSON.stringify(parsed.error)})`);
  return parsed.value;
}

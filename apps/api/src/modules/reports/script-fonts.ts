import type { Content, ContentText, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { fontFamilyOf } from './report-fonts.js';
import { isRightToLeft, scriptRuns } from './script-runs.js';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/**
 * A right-to-left run is shaped whole, so that its words come right to left too: pdfmake would lay the
 * words of a wrapped text out left to right, and pdfkit shapes a text word by word unless it is given
 * font features (none added: any list, even empty, has it shape the text as one).
 */
const WHOLE = { noWrap: true, fontFeatures: [] };

/**
 * A text's runs as inlines, each in its script's font and with the inline's own style, or undefined for
 * Latin alone, left as it was.
 */
function inlinesOf(text: string, style: Node): ContentText[] | undefined {
  const runs = scriptRuns(text);
  if (runs.length === 1 && runs[0]!.script === 'latin') return undefined;
  return runs.map(({ script, text }) => ({
    ...style,
    text,
    ...(script !== 'latin' && { font: fontFamilyOf(script) }),
    ...(isRightToLeft(script) && WHOLE),
  }));
}

/**
 * The items of a text array, each split into runs. An inline's runs are flat in the array, each carrying
 * the inline's style: pdfmake drops the style of an inline whose text is itself an array.
 */
function inlineItems(item: unknown): unknown[] {
  if (typeof item === 'string') return inlinesOf(item, {}) ?? [item];
  if (!isNode(item)) return [item];
  const { text, ...style } = item;
  if (typeof text === 'string') return inlinesOf(text, style) ?? [item];
  return [{ ...item, text: textOf(text) }];
}

function textOf(text: unknown): unknown {
  if (typeof text === 'string') return inlinesOf(text, {}) ?? text;
  if (Array.isArray(text)) return text.flatMap(inlineItems);
  return isNode(text) ? inScripts(text) : text;
}

const CONTAINERS = ['stack', 'columns', 'ul', 'ol'] as const;

/** A content node with every text in it set in runs, without changing the node given. */
function inScripts(content: unknown): unknown {
  if (typeof content === 'string') {
    const inlines = inlinesOf(content, {});
    return inlines ? { text: inlines } : content;
  }
  if (Array.isArray(content)) return content.map(inScripts);
  if (!isNode(content)) return content;
  const node: Node = { ...content };
  if ('text' in node) node.text = textOf(node.text);
  for (const key of CONTAINERS) {
    const items = node[key];
    if (Array.isArray(items)) node[key] = items.map(inScripts);
  }
  if (isNode(node.table) && Array.isArray(node.table.body)) {
    node.table = {
      ...node.table,
      body: node.table.body.map((row: unknown) => (Array.isArray(row) ? row.map(inScripts) : row)),
    };
  }
  return node;
}

/** A header, footer or background: content, or a function of the page that returns it. */
function repeated<Part>(part: Part): Part {
  if (typeof part !== 'function') return inScripts(part) as Part;
  const make = part as (...page: unknown[]) => unknown;
  return ((...page: unknown[]) => inScripts(make(...page))) as Part;
}

/**
 * The document with each text cut into runs by script and each run set in a font that has its letters,
 * since pdfmake takes a text's glyphs from a single font. Reports need not think of it: the renderer
 * applies it to every document.
 */
export function inScriptFonts(document: TDocumentDefinitions): TDocumentDefinitions {
  const { content, header, footer, background } = document;
  return {
    ...document,
    content: inScripts(content) as Content,
    ...(header !== undefined && { header: repeated(header) }),
    ...(footer !== undefined && { footer: repeated(footer) }),
    ...(background !== undefined && { background: repeated(background) }),
  };
}

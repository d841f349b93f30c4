import { createRequire } from 'node:module';

/**
 * ExcelJS 4 drops the `quotePrefix` attribute of a cell format (OOXML's <xf quotePrefix="1">),
 * which marks a text cell as typed with a leading apostrophe: Excel and LibreOffice then keep it
 * text even when someone edits the cell, where "=1+1" would otherwise turn into a formula. Here
 * ExcelJS learns it both ways: a style with `quotePrefix: true` is written with the attribute,
 * and a workbook read back gives it on the cell's style.
 */

interface XmlStream {
  openNode(name: string, attributes?: Record<string, unknown>): void;
  addAttribute(name: string, value: string): void;
}

interface XfModel {
  quotePrefix?: boolean;
}

interface XfNode {
  name: string;
  attributes: Record<string, string>;
}

interface StyleXform {
  model: XfModel;
  parser?: unknown;
  render(xmlStream: XmlStream, model: XfModel): void;
  parseOpen(node: XfNode): boolean;
}

interface StylesXform {
  weakMap?: WeakMap<object, number>;
  model: { styles: XfModel[] };
  quotePrefixNext?: boolean;
  addStyleModel(model: XfModel | undefined, cellType: unknown): number;
  _addStyle(style: XfModel): number;
  getStyleModel(id: number): XfModel | null;
}

const require = createRequire(import.meta.url);
const styleXform = (require('exceljs/lib/xlsx/xform/style/style-xform.js') as { prototype: StyleXform }).prototype;
const stylesXform = (require('exceljs/lib/xlsx/xform/style/styles-xform.js') as { prototype: StylesXform & { patched?: true } }).prototype;

function patch(): void {
  // Vitest may load this module more than once in a process; ExcelJS is loaded once.
  if (stylesXform.patched) return;
  stylesXform.patched = true;

  const addStyleModel = stylesXform.addStyleModel;
  stylesXform.addStyleModel = function (this: StylesXform, model, cellType) {
    if (!model?.quotePrefix || this.weakMap?.has(model)) return addStyleModel.call(this, model, cellType);
    this.quotePrefixNext = true;
    try {
      return addStyleModel.call(this, model, cellType);
    } finally {
      this.quotePrefixNext = false;
    }
  };

  const addStyle = stylesXform._addStyle;
  stylesXform._addStyle = function (this: StylesXform, style) {
    return addStyle.call(this, this.quotePrefixNext ? { ...style, quotePrefix: true } : style);
  };

  // The <xf> element is opened first and takes attributes until its first child.
  const render = styleXform.render;
  styleXform.render = function (this: StyleXform, xmlStream, model) {
    if (model.quotePrefix) {
      xmlStream.openNode = function (this: XmlStream, name, attributes) {
        delete (xmlStream as Partial<XmlStream>).openNode;
        this.openNode(name, attributes);
        this.addAttribute('quotePrefix', '1');
      };
    }
    return render.call(this, xmlStream, model);
  };

  const parseOpen = styleXform.parseOpen;
  styleXform.parseOpen = function (this: StyleXform, node) {
    const opensXf = !this.parser && node.name === 'xf';
    const handled = parseOpen.call(this, node);
    if (opensXf && (node.attributes.quotePrefix === '1' || node.attributes.quotePrefix === 'true')) this.model.quotePrefix = true;
    return handled;
  };

  const getStyleModel = stylesXform.getStyleModel;
  stylesXform.getStyleModel = function (this: StylesXform, id) {
    const model = getStyleModel.call(this, id);
    if (model && this.model.styles[id]?.quotePrefix) model.quotePrefix = true;
    return model;
  };
}

patch();

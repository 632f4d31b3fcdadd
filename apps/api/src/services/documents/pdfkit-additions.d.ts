// What pdfkit 0.20 does and @types/pdfkit does not declare yet: a table header cell's scope.
declare namespace PDFKit.Mixins {
  interface StructureElementOptions {
    scope?: 'Row' | 'Column' | 'Both';
  }
}

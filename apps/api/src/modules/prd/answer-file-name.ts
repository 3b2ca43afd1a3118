import { documentFileName } from '@prd/prd';

/**
 * The Word file name of a PRD answer: its product and version ("ShiftSwap-PRD-v0.3.docx"), never
 * a bare "PRD.docx". An answer without a version (a reformatting) takes the version before it.
 */
export const answerFileName = (product: string, label: string) =>
  documentFileName(product, label, 'docx');

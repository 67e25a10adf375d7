import { defineCalls } from '../../kernel/calls/call-entry';
import { getPlanDocumentFile } from './get-plan-document-file.handler';
import { getPlanDocuments } from './get-plan-documents.handler';
import { listCatalogueDocuments } from './list-catalogue-documents.handler';
import { uploadPlanDocument } from './upload-plan-document.handler';

/** The calls of the plan-documents module (issue 30, ADR 0035): each one's handler, documentation and rules (ADR 0030). */
export const planDocumentsCalls = defineCalls({
  'get-plan-documents': {
    handler: getPlanDocuments,
    docs: [
      'Plans',
      "A listed plan's documents (SBC, certificate, brochure), each kind in the reader's language, else in English; names and sizes only. Public, like the plan's detail.",
    ],
  },
  'get-plan-document-file': {
    handler: getPlanDocumentFile,
    docs: [
      'Plans',
      'One document of a listed plan, base64, for the page to save as a download (a PDF, checked against its stored hash). Public, like the plan.',
    ],
    rules:
      'A document of an unlisted plan is not found, like an unknown one (404, "This document was not found.").',
  },
  'list-catalogue-documents': {
    handler: listCatalogueDocuments,
    docs: [
      'Plan documents',
      'Every plan of the catalogue, listed or not, with all its documents in every language (the platform administrator).',
    ],
    access: ['manage-plan-documents'],
  },
  'upload-plan-document': {
    handler: uploadPlanDocument,
    docs: [
      'Plan documents',
      "A plan's SBC, certificate or brochure in one language: a PDF by its content, at most 10 MB, base64; read in an upload worker, stored sealed, replacing the current one of that kind and language (the platform administrator).",
    ],
    rules:
      'The file must be a PDF by its content and by its name ("Plan documents must be PDF files."), not empty ("This ' +
      'file is empty."), at most 10 MB ("This file is larger than 10 MB."); 422 on `content_base64`. An unknown plan ' +
      'is 404 ("This plan was not found.").',
    access: ['manage-plan-documents'],
    bodyLimit: 15 * 1024 * 1024,
  },
});

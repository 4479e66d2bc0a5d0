/** The typed description of a lead form: its fields and the words it shows. */

export type LeadFieldType = 'text' | 'email' | 'tel' | 'textarea';

export type LeadField = {
  /** Key in the submitted values (and in the payload the page builds from them). */
  name: string;
  /** Visible label; error messages refer to the field by it. */
  label: string;
  type: LeadFieldType;
  required: boolean;
  /** Longest accepted value, in characters, after trimming. */
  maxLength: number;
  /** The `autocomplete` token (`name`, `email`, `organization`, `tel`, `off`…). */
  autoComplete: string;
  /** Optional help text shown under the label. */
  hint?: string;
};

export type LeadValues = Record<string, string>;

/** Field name → error message; only invalid fields are present. */
export type LeadErrors = Record<string, string>;

/** Every sentence the form itself shows, so pages in other languages can pass their own. */
export type LeadFormStrings = {
  /** Marks optional fields, e.g. "(optional)". */
  optional: string;
  sending: string;
  errorSummaryTitle: string;
  requiredMessage: (label: string) => string;
  emailMessage: (label: string) => string;
  tooLongMessage: (label: string, maxLength: number) => string;
  /** Counter under long text fields, e.g. "120 of 4000 characters". */
  characterCount: (used: number, maxLength: number) => string;
  errorTitle: string;
  httpError: (status: number) => string;
  networkError: string;
  timeoutError: string;
  /** Prefix for the server's own explanation, e.g. "The server said:". */
  serverSaid: string;
  /** Reassures the visitor that nothing they typed was lost. */
  keptValues: string;
  notConnectedTitle: string;
  notConnectedText: string;
  /** Label of the `mailto:` fallback link. */
  emailFallback: string;
};

/** Just the validation messages, which `validateLead` needs. */
export type ValidationMessages = Pick<LeadFormStrings, 'requiredMessage' | 'emailMessage' | 'tooLongMessage'>;

/** The words of a page band that holds one lead form: the band's title and the form's own texts. */
export type LeadFormBandText = {
  sectionTitle: string;
  title: string;
  intro: string;
  submitLabel: string;
  /** Subject of the e-mail the form offers when it cannot be sent. */
  mailSubject: string;
  successTitle: string;
  successText: string;
};

/**
 * The search dialog's styles, loaded with the dialog: DocSearch's variables and dialog
 * rules (not its button rules: the button is ours, see searchButton.css), then the
 * site's colours. In the Algolia mode the stock theme's `@docsearch/react/style` import
 * resolves here (see src/plugins/docsearch-algolia).
 */
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import './dialog.css';

export {};

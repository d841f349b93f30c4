/**
 * The one look of the app's management tables (events, users). From lg up a row is a table row;
 * below lg each row is a card, a wrapping flex box whose cells set their `order` and width, since
 * four or five columns with their buttons fit neither a phone nor a tablet held upright. The thead is hidden there, and the cells that need it
 * carry a CARD_LABEL instead.
 */
export const LIST_PANEL = 'rounded-xl border border-slate-200 bg-white';
export const TABLE = 'block w-full border-t border-slate-200 text-sm lg:table';
export const THEAD = 'hidden border-b border-slate-200 bg-slate-50 lg:table-header-group';
/** A heading cell without its height: a sortable heading's button gives its own. */
export const TH_BASE = 'px-4 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase';
export const TH = `${TH_BASE} py-3`;
export const TBODY = 'block divide-y divide-slate-200 lg:table-row-group';
export const TR = 'flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 lg:table-row lg:p-0';
export const TD = 'lg:table-cell lg:px-4 lg:py-3 lg:align-middle';
export const CARD_LABEL = 'text-slate-600 lg:hidden';
/** The search, filters and sort menu above a list. */
export const LIST_TOOLBAR = 'flex flex-col gap-3 p-4 sm:flex-row sm:flex-wrap sm:items-end';

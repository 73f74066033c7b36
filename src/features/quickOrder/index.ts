export {
  quickOrderReducer,
  textChanged as quickOrderTextChanged,
  checkRequested as quickOrderCheckRequested,
  addRequested as quickOrderAddRequested,
  cleared as quickOrderCleared,
} from './quickOrderSlice';
export type { QuickOrderState } from './quickOrderSlice';
export type { LineProblem, ParsedLine, ParseErrorCode, QuickOrderInputError, QuickOrderLine } from './types';
/** The feature's sagas load with its routes (see src/app/lazySagas.ts). */
export const loadQuickOrderRootSaga = () =>
  import('./quickOrderSagas').then((module) => module.quickOrderRootSaga);
export {
  selectQuickOrderText,
  selectQuickOrderLines,
  selectAddableLines as selectQuickOrderAddableLines,
  selectIsQuickOrderCheckCurrent,
} from './selectors';
export { parseQuickOrder, MAX_QUICK_ORDER_LINES, MAX_LINE_QUANTITY } from './parseQuickOrder';

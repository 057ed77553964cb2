import { createContext, useContext } from 'react';

/**
 * True inside a list's card (a phone's list, `DataTable`): a row's actions there show their words,
 * and a long value may take a few lines where a table row gives it one.
 */
export const InCardContext = createContext(false);

export const useInCard = () => useContext(InCardContext);

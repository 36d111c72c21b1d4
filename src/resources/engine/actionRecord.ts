import { createContext, useContext } from "react";

/**
 * The record an action's dialog works on (undefined for a batch or toolbar action). A field may read it: the worker
 * selector of a dispatch or transfer dialog reads the order (a 天猫 order lists the workers who served its customer
 * first).
 */
export const ActionRecordContext = createContext<unknown>(undefined);

export const useActionRecord = (): unknown => useContext(ActionRecordContext);

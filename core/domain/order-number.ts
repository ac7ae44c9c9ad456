/**
 * What an order number can look like: the embedded backend's store code and ten digits ("SE0012345678"),
 * or Magento's increment id (nine or more digits, "000001042", optionally behind a store prefix "2-000001042").
 * Anything else is never looked up.
 */
export const ORDER_NUMBER = /^(?:[A-Z]{2}\d{10}|(?:\d{1,3}-)?\d{9,12})$/;

/**
 * Stands in for the `side-channel` package in the build (vite.config.ts aliases it here). qs (refine's and its router
 * binding's query strings) keeps objects it has seen in side channels; the package does that with WeakMap too, but
 * brings object-inspect and get-intrinsic for its error text and its intrinsics lookup, about 10 KB gzip on every
 * admin page (issue 30). Same interface: get, has, set, delete, assert; objects held weakly, other keys in a Map.
 * CommonJS, as qs requires it.
 */
/* global module */
"use strict";

function isObject(key) {
  return (typeof key === "object" && key !== null) || typeof key === "function";
}

module.exports = function getSideChannel() {
  var objects = new WeakMap();
  var others = new Map();
  var store = function (key) {
    return isObject(key) ? objects : others;
  };
  return {
    get: function (key) {
      return store(key).get(key);
    },
    has: function (key) {
      return store(key).has(key);
    },
    set: function (key, value) {
      store(key).set(key, value);
    },
    delete: function (key) {
      return store(key).delete(key);
    },
    assert: function (key) {
      if (!store(key).has(key)) throw new TypeError("Side channel does not contain the given key");
    },
  };
};

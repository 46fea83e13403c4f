#!/bin/sh
# workerd for the benchmark's servers, its stdout (where V8's --trace-gc writes) appended to $GC_TRACE_FILE:
# Miniflare keeps only structured log lines from stdout. exec keeps the process named workerd for serve.mjs.
exec "$WORKERD_BINARY" "$@" >> "$GC_TRACE_FILE"

#!/bin/sh
# workerd for the benchmark's servers, its stdout (where V8's --trace-gc writes) in $GC_TRACE_FILE, begun afresh
# by each server: Miniflare keeps only structured log lines from stdout. exec keeps the process named workerd.
exec "$WORKERD_BINARY" "$@" > "$GC_TRACE_FILE"

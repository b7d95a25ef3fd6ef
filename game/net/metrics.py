"""What an operator watches on a node (`/metrics` for Prometheus): the tables it holds, the
connections open, how long a move takes from arrival to being kept, and the tables taken over
from other nodes or lost to them."""

from __future__ import annotations

from collections.abc import Callable

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, start_http_server

# Buckets for the seconds from a move's arrival until it is kept in the database.
MOVE_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5)


class NodeMetrics:
    """One node's figures, in a registry of its own (several nodes may share a process in
    tests)."""

    def __init__(self, tables: Callable[[], int], connections: Callable[[], int]) -> None:
        self.registry = CollectorRegistry()
        Gauge("speed_tables", "Tables this node holds", registry=self.registry).set_function(tables)
        Gauge(
            "speed_connections", "Client connections open at this node", registry=self.registry
        ).set_function(connections)
        self.move_seconds = Histogram(
            "speed_move_seconds",
            "Seconds from a move's arrival until it is kept",
            buckets=MOVE_BUCKETS,
            registry=self.registry,
        )
        self.taken_over = Counter(
            "speed_tables_taken_over", "Tables loaded from the database", registry=self.registry
        )
        self.lost = Counter(
            "speed_tables_lost", "Tables another node took over", registry=self.registry
        )

    def serve(self, host: str, port: int) -> None:
        """Serves /metrics over HTTP at this address (in a thread of its own)."""
        start_http_server(port, host, registry=self.registry)

"""The table scene of every game that has one; importing this package registers them."""

"""Tables with other people over the network: the protocol, the server and the client's
connection (headless: no pygame, no moderngl)."""

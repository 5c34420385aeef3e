"""tablero's pygame-ce client: app loop, scene stack, game tables (client/<game>/)."""

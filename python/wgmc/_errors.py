"""The exceptions wgmc raises. Messages are those of the command line: Stan errors name
``file:line:column`` with the source line and a caret."""


class WgmcError(Exception):
    """Base class of wgmc's errors."""


class ModelError(WgmcError, ValueError):
    """A Stan program that does not parse, type-check or lower (or uses what is not supported yet)."""


class DataError(WgmcError, ValueError):
    """Data that are missing, ill-shaped, of the wrong type, or refused by a density's checks."""


class SettingsError(WgmcError, ValueError):
    """Sampler settings that cannot run (no chains, a target acceptance outside (0, 1), ...)."""


class SamplingError(WgmcError, RuntimeError):
    """A run that failed: no initial point, a GPU error, draws that could not be stored."""


class OutputError(WgmcError, OSError):
    """An output store that cannot be created or written (a path holding something else)."""


class Interrupted(KeyboardInterrupt):
    """Ctrl-C during a run. ``result`` holds the finished draws (ArviZ data, ``draws`` per
    chain) when sampling had begun, and is None when warmup was stopped; with ``output=`` it
    is read from the store, which holds the finished blocks and stays a valid store."""

    def __init__(self, message, result=None, draws=0):
        super().__init__(message)
        self.result = result
        self.draws = draws

"""The progress bar: one tqdm bar per phase (warmup, sampling) on stderr or in a notebook."""

from tqdm.auto import tqdm


class ProgressBars:
    """A callable for the native module's reports ``(phase, done, total)``."""

    def __init__(self, chains):
        self.chains = chains
        self.bar = None
        self.phase = None

    def __call__(self, phase, done, total):
        if phase != self.phase:
            self.close()
            self.phase = phase
            self.bar = tqdm(total=total, desc=f"{phase} ({self.chains} chains)", unit="it", leave=True)
        self.bar.update(done - self.bar.n)

    def close(self):
        if self.bar is not None:
            self.bar.close()
            self.bar = None

//! One writer per output: an exclusive lock on a run's output (a CSV directory or a Zarr
//! store) held for the run's whole life.
//!
//! The lock is an advisory `flock` (on Unix) on a small file: `DIR/.wgmc.lock` inside a CSV directory,
//! `.NAME.wgmc.lock` beside a Zarr store `NAME` (a run replaces the store's directory, so the
//! lock cannot live inside it). The file records its holder (process id, host, start time and
//! command line), which a refused run names. The operating system releases the lock when its
//! process ends, however it ends: a lock file left by a killed run is stale, and the next run
//! takes it over (and says so). A run that ends normally removes the file.

use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

/// Why an output could not be locked.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum LockError {
    /// Another live process holds the lock.
    #[error(
        "'{output}' is in use by another run of wgmc ({holder}); two runs cannot write one output: \
         wait for it to end, stop it, or choose another --output"
    )]
    Held {
        /// The output directory or store.
        output: String,
        /// Who holds it, as its lock file says.
        holder: String,
    },
    /// The lock file could not be created or locked.
    #[error("cannot lock the output '{output}' (lock file '{lock}'): {source}")]
    Io {
        /// The output directory or store.
        output: String,
        /// The lock file.
        lock: String,
        /// The operating system's error.
        #[source]
        source: std::io::Error,
    },
}

/// An exclusive lock on one output, released (and its file removed) when dropped.
#[derive(Debug)]
pub struct OutputLock {
    /// Held open for the lock's life: its `flock` goes when it closes.
    _file: File,
    path: PathBuf,
    /// The holder an earlier, killed run recorded in the lock file this one took over.
    stale: Option<String>,
}

impl OutputLock {
    /// Locks the CSV run directory `dir` (created if needed) through `dir/.wgmc.lock`.
    pub fn csv_dir(dir: &Path) -> Result<OutputLock, LockError> {
        std::fs::create_dir_all(dir).map_err(|e| io_error(dir, &dir.join(LOCK_NAME), e))?;
        Self::acquire(dir, dir.join(LOCK_NAME))
    }

    /// Locks the Zarr store `store` through `.NAME.wgmc.lock` in its parent directory.
    pub fn store(store: &Path) -> Result<OutputLock, LockError> {
        let name = store.file_name().map_or("output".into(), |n| n.to_string_lossy().into_owned());
        let parent = store.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
        let lock = parent.join(format!(".{name}.wgmc.lock"));
        std::fs::create_dir_all(parent).map_err(|e| io_error(store, &lock, e))?;
        Self::acquire(store, lock)
    }

    /// The lock file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The holder recorded in a lock file left by a run that ended without releasing it (killed,
    /// say), which this lock took over.
    pub fn stale_holder(&self) -> Option<&str> {
        self.stale.as_deref()
    }

    fn acquire(output: &Path, path: PathBuf) -> Result<OutputLock, LockError> {
        let io = |e| io_error(output, &path, e);
        // A run ending removes its file between another's open and lock: then the lock is on a
        // file no longer at the path, and the open is repeated.
        for _ in 0..100 {
            let mut file =
                OpenOptions::new().read(true).write(true).create(true).truncate(false).open(&path).map_err(io)?;
            if !try_lock(&file).map_err(io)? {
                let holder = read_holder(&mut file).unwrap_or_default();
                let holder = if holder.is_empty() { "it has not recorded itself yet".to_string() } else { holder };
                return Err(LockError::Held { output: output.display().to_string(), holder });
            }
            if !same_file(&file, &path) {
                continue;
            }
            let stale = read_holder(&mut file).ok().filter(|h| !h.is_empty());
            write_holder(&mut file).map_err(io)?;
            return Ok(OutputLock { _file: file, path, stale });
        }
        Err(io(std::io::Error::other("the lock file kept changing")))
    }
}

impl Drop for OutputLock {
    fn drop(&mut self) {
        // Removed while still locked (the lock goes when `_file` closes, after this), so that no
        // other run locks this file in between.
        let _ = std::fs::remove_file(&self.path);
    }
}

/// Takes the exclusive `flock` of `file` if no other open file holds it: `Ok(false)` when one
/// does.
#[cfg(unix)]
fn try_lock(file: &File) -> std::io::Result<bool> {
    use std::os::fd::AsRawFd;
    // SAFETY: flock takes a descriptor `file` owns and keeps open, and no memory.
    if unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } == 0 {
        return Ok(true);
    }
    let e = std::io::Error::last_os_error();
    match e.raw_os_error() {
        Some(code) if code == libc::EWOULDBLOCK => Ok(false),
        _ => Err(e),
    }
}

/// Elsewhere no lock is taken (the holder is still recorded).
#[cfg(not(unix))]
fn try_lock(_: &File) -> std::io::Result<bool> {
    Ok(true)
}

/// The lock file's name inside a CSV run directory.
pub const LOCK_NAME: &str = ".wgmc.lock";

fn io_error(output: &Path, lock: &Path, source: std::io::Error) -> LockError {
    LockError::Io { output: output.display().to_string(), lock: lock.display().to_string(), source }
}

/// Whether `file` is the file now at `path` (same device and inode).
#[cfg(unix)]
fn same_file(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), std::fs::metadata(path)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

#[cfg(not(unix))]
fn same_file(_: &File, path: &Path) -> bool {
    path.exists()
}

/// The holder a lock file records, on one line (at most a few hundred characters).
fn read_holder(file: &mut File) -> std::io::Result<String> {
    let mut text = String::new();
    file.seek(SeekFrom::Start(0))?;
    file.take(4096).read_to_string(&mut text)?;
    let line = text.lines().map(str::trim).filter(|l| !l.is_empty()).collect::<Vec<_>>().join(", ");
    Ok(crate::text::clip(&line, 300))
}

/// Records this process as the holder.
fn write_holder(file: &mut File) -> std::io::Result<()> {
    let started = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let host = std::fs::read_to_string("/proc/sys/kernel/hostname").unwrap_or_default();
    let host = host.trim();
    let command: Vec<String> = std::env::args().collect();
    let text = format!(
        "pid {}\nhost {}\nstarted at {} (seconds since 1970)\ncommand {}\n",
        std::process::id(),
        if host.is_empty() { "?" } else { host },
        started,
        command.join(" ")
    );
    file.set_len(0)?;
    file.seek(SeekFrom::Start(0))?;
    file.write_all(text.as_bytes())?;
    file.flush()
}

//! Reading a file the command was given: a regular file only, up to a stated size, as UTF-8.

use std::fs::{self, File, FileType};
use std::io::{self, Read};
use std::path::{Path, PathBuf};

/// A kind of input file: what to call it in a message, and how large it may be.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct InputKind {
    /// One such file, for "give the path of ...": `"a scenario file"`.
    pub one: &'static str,
    /// Such files, for "... are at most 16 MiB": `"scenario files"`.
    pub many: &'static str,
    /// The largest size allowed, in mebibytes (1 MiB = 1,048,576 bytes).
    pub mebibytes: u64,
}

impl InputKind {
    /// The largest size allowed, in bytes.
    pub fn limit_in_bytes(self) -> u64 {
        self.mebibytes.saturating_mul(1024 * 1024)
    }
}

/// Scenario files: far more room than any board needs, far less than would strain the machine.
pub const SCENARIO_FILE: InputKind =
    InputKind { one: "a scenario file", many: "scenario files", mebibytes: 16 };

/// Card files (`--cards FILE`): as roomy as scenario files.
pub const CARD_FILE: InputKind = InputKind { one: "a card file", many: "card files", mebibytes: 16 };

/// Why an input file could not be read. Each message names the path and the fix.
#[derive(Debug, thiserror::Error)]
pub enum InputError {
    /// The system refused: no such file, no permission, a read that failed.
    #[error("cannot read {}: {source}", path.display())]
    Unreadable { path: PathBuf, source: io::Error },
    /// A directory, a FIFO, a device or a socket: reading it could block forever or never end.
    #[error(
        "{} is {what}, not a regular file: give the path of {}",
        path.display(),
        kind.one
    )]
    NotAFile { path: PathBuf, what: &'static str, kind: InputKind },
    /// Larger than its kind of file may be.
    #[error(
        "{} is {bytes} bytes; {} are at most {} MiB: split it up",
        path.display(),
        kind.many,
        kind.mebibytes
    )]
    TooLarge { path: PathBuf, bytes: u64, kind: InputKind },
    /// Within the limit when looked at, past it when read: it grew in between.
    #[error(
        "{} grew past {} MiB while being read; {} are at most that: split it up",
        path.display(),
        kind.mebibytes,
        kind.many
    )]
    GrewTooLarge { path: PathBuf, kind: InputKind },
    /// Bytes that are not UTF-8 text.
    #[error("{} is not UTF-8 text (the byte at offset {at} is not): save it as UTF-8", path.display())]
    NotUtf8 { path: PathBuf, at: usize },
}

/// The text of the file at `path`, a `kind` of input file. Its metadata is checked before it
/// is opened: anything but a regular file is refused (a FIFO would block the command,
/// `/dev/zero` would never end), and so is a file larger than `kind` allows, even one that
/// grows while it is read.
pub fn read_input_file(path: &Path, kind: InputKind) -> Result<String, InputError> {
    let unreadable = |source| InputError::Unreadable { path: path.to_owned(), source };
    let metadata = fs::metadata(path).map_err(unreadable)?;
    if !metadata.is_file() {
        let what = what_is(metadata.file_type());
        return Err(InputError::NotAFile { path: path.to_owned(), what, kind });
    }
    if metadata.len() > kind.limit_in_bytes() {
        return Err(InputError::TooLarge { path: path.to_owned(), bytes: metadata.len(), kind });
    }
    let file = File::open(path).map_err(unreadable)?;
    let bytes = read_at_most(file, kind.limit_in_bytes())
        .map_err(unreadable)?
        .ok_or_else(|| InputError::GrewTooLarge { path: path.to_owned(), kind })?;
    String::from_utf8(bytes)
        .map_err(|err| InputError::NotUtf8 { path: path.to_owned(), at: err.utf8_error().valid_up_to() })
}

/// Everything `reader` holds if that is at most `limit` bytes; `None` if it holds more. It
/// reads at most `limit + 1` bytes, so a source that never ends cannot exhaust memory.
fn read_at_most(reader: impl Read, limit: u64) -> io::Result<Option<Vec<u8>>> {
    let mut bytes = Vec::new();
    reader.take(limit.saturating_add(1)).read_to_end(&mut bytes)?;
    Ok((bytes.len() as u64 <= limit).then_some(bytes))
}

/// What a file that is not a regular file is, for a message.
fn what_is(file_type: FileType) -> &'static str {
    if file_type.is_dir() {
        return "a directory";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_fifo() {
            return "a FIFO (named pipe)";
        }
        if file_type.is_char_device() {
            return "a character device";
        }
        if file_type.is_block_device() {
            return "a block device";
        }
        if file_type.is_socket() {
            return "a socket";
        }
    }
    "a special file"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_source_that_never_ends_is_cut_one_byte_past_the_limit() {
        assert_eq!(read_at_most(io::repeat(0), 16).expect("repeat never fails"), None);
    }

    #[test]
    fn a_source_at_the_limit_is_read_whole() {
        let bytes = read_at_most(&[7u8; 16][..], 16).expect("a slice never fails");
        assert_eq!(bytes, Some(vec![7; 16]));
        assert_eq!(read_at_most(&[7u8; 17][..], 16).expect("a slice never fails"), None);
    }

    #[test]
    fn the_message_for_too_large_states_the_limit() {
        let path = PathBuf::from("big.json");
        let err = InputError::TooLarge { path, bytes: 20_000_000, kind: SCENARIO_FILE };
        assert_eq!(
            err.to_string(),
            "big.json is 20000000 bytes; scenario files are at most 16 MiB: split it up"
        );
    }
}

//! Which fields of an event hold an `Id`, read off its type through serde, so that the
//! scenario checker keeps no list of events: a new event needs no edit here.

use std::any::type_name;

use serde::Serialize;
use serde::de::value::Error;
use serde::ser::{Impossible, SerializeStruct, Serializer};

use crate::engine::Id;

/// One field of an event: its name, and whether it holds an `Id` (a label, in a scenario).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Field {
    pub name: &'static str,
    pub holds_id: bool,
}

/// The fields of `event` (a `LogEntry`), `"type"` first, in the order its type declares
/// them: serde hands each field's value over with its type, and the type names the `Id`s.
pub fn fields(event: &impl Serialize) -> Vec<Field> {
    let mut found = Vec::new();
    // A value that is not a struct, which no `LogEntry` is, has no fields to report.
    let _ = event.serialize(Fields { found: &mut found });
    found
}

/// A serde serializer that only walks a struct's fields, noting which hold an `Id`.
struct Fields<'a> {
    found: &'a mut Vec<Field>,
}

impl SerializeStruct for Fields<'_> {
    type Ok = ();
    type Error = Error;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, name: &'static str, _: &T) -> Result<(), Error> {
        self.found.push(Field { name, holds_id: type_name::<T>() == type_name::<Id>() });
        Ok(())
    }

    fn end(self) -> Result<(), Error> {
        Ok(())
    }
}

/// Every shape but a struct is refused: the checker asks only about `LogEntry`s, which
/// serde writes as structs with a `"type"` field.
#[rustfmt::skip]
impl<'a> Serializer for Fields<'a> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Impossible<(), Error>;
    type SerializeTuple = Impossible<(), Error>;
    type SerializeTupleStruct = Impossible<(), Error>;
    type SerializeTupleVariant = Impossible<(), Error>;
    type SerializeMap = Impossible<(), Error>;
    type SerializeStruct = Fields<'a>;
    type SerializeStructVariant = Impossible<(), Error>;

    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Fields<'a>, Error> { Ok(self) }

    fn serialize_bool(self, _: bool) -> Result<(), Error> { refuse() }
    fn serialize_i8(self, _: i8) -> Result<(), Error> { refuse() }
    fn serialize_i16(self, _: i16) -> Result<(), Error> { refuse() }
    fn serialize_i32(self, _: i32) -> Result<(), Error> { refuse() }
    fn serialize_i64(self, _: i64) -> Result<(), Error> { refuse() }
    fn serialize_u8(self, _: u8) -> Result<(), Error> { refuse() }
    fn serialize_u16(self, _: u16) -> Result<(), Error> { refuse() }
    fn serialize_u32(self, _: u32) -> Result<(), Error> { refuse() }
    fn serialize_u64(self, _: u64) -> Result<(), Error> { refuse() }
    fn serialize_f32(self, _: f32) -> Result<(), Error> { refuse() }
    fn serialize_f64(self, _: f64) -> Result<(), Error> { refuse() }
    fn serialize_char(self, _: char) -> Result<(), Error> { refuse() }
    fn serialize_str(self, _: &str) -> Result<(), Error> { refuse() }
    fn serialize_bytes(self, _: &[u8]) -> Result<(), Error> { refuse() }
    fn serialize_none(self) -> Result<(), Error> { refuse() }
    fn serialize_some<T: Serialize + ?Sized>(self, _: &T) -> Result<(), Error> { refuse() }
    fn serialize_unit(self) -> Result<(), Error> { refuse() }
    fn serialize_unit_struct(self, _: &'static str) -> Result<(), Error> { refuse() }
    fn serialize_unit_variant(self, _: &'static str, _: u32, _: &'static str) -> Result<(), Error> { refuse() }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, _: &T) -> Result<(), Error> { refuse() }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(self, _: &'static str, _: u32, _: &'static str, _: &T) -> Result<(), Error> { refuse() }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, Error> { refuse() }
    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, Error> { refuse() }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Self::SerializeTupleStruct, Error> { refuse() }
    fn serialize_tuple_variant(self, _: &'static str, _: u32, _: &'static str, _: usize) -> Result<Self::SerializeTupleVariant, Error> { refuse() }
    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, Error> { refuse() }
    fn serialize_struct_variant(self, _: &'static str, _: u32, _: &'static str, _: usize) -> Result<Self::SerializeStructVariant, Error> { refuse() }
}

fn refuse<T>() -> Result<T, Error> {
    Err(serde::ser::Error::custom("only a struct's fields are read"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Player;
    use crate::scenario::LogEntry;

    fn shown(event: &LogEntry) -> Vec<(&'static str, bool)> {
        fields(event).into_iter().map(|field| (field.name, field.holds_id)).collect()
    }

    #[test]
    fn the_fields_and_which_hold_ids_come_from_the_type() {
        let id = Id::from_number(3);
        let damaged = LogEntry::Damaged { target: id, amount: 1 };
        assert_eq!(shown(&damaged), [("type", false), ("target", true), ("amount", false)]);
        let drew = LogEntry::Drew { player: Player::FIRST, id };
        assert_eq!(shown(&drew), [("type", false), ("player", false), ("id", true)]);
        let trigger = LogEntry::Triggered { source: id, trigger: "damaged".into() };
        assert_eq!(shown(&trigger), [("type", false), ("source", true), ("trigger", false)]);
        assert_eq!(shown(&LogEntry::DeathPhase { round: 1 }), [("type", false), ("round", false)]);
        assert!(fields(&7).is_empty(), "a number has no fields");
    }
}

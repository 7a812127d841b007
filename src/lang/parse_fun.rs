//! Parsing of the `functions` block: definitions and forward declarations with unsized
//! argument and return types.

use super::ast::{FunArg, FunDef};
use super::diag::Diag;
use super::lexer::Tok;
use super::parser::Parser;
use super::types::{Base, SType};

impl Parser {
    /// Function definitions up to the block's closing brace (consumed).
    pub(super) fn functions_block(&mut self) -> Result<Vec<FunDef>, Diag> {
        let mut out = Vec::new();
        while !self.eat("}") {
            if self.peek().tok == Tok::Eof {
                return Err(Diag::syntax(self.peek().span, "expected '}', found end of input"));
            }
            out.push(self.fun_def()?);
        }
        Ok(out)
    }

    fn fun_def(&mut self) -> Result<FunDef, Diag> {
        let ret = if self.is_ident("void") {
            self.next();
            None
        } else {
            Some(self.unsized_type()?)
        };
        let (name, name_span) = self.ident("a function name")?;
        self.expect("(")?;
        let mut args = Vec::new();
        if !self.eat(")") {
            loop {
                let data = self.is_ident("data");
                if data {
                    self.next();
                }
                let ty = self.unsized_type()?;
                let (name, span) = self.ident("an argument name")?;
                args.push(FunArg { name, span, ty, data });
                if !self.eat(",") {
                    break;
                }
            }
            self.expect(")")?;
        }
        let body = if self.eat(";") { None } else { Some(self.fun_body()?) };
        Ok(FunDef { name, name_span, ret, args, body })
    }

    /// `int`, `real`, `vector`, `row_vector`, `matrix`, or `array[,...]` of one of them.
    fn unsized_type(&mut self) -> Result<SType, Diag> {
        let (mut word, mut span) = self.ident("a type")?;
        let mut dims = 0;
        if word == "array" {
            self.expect("[")?;
            dims = 1;
            while self.eat(",") {
                dims += 1;
            }
            self.expect("]")?;
            (word, span) = self.ident("a type")?;
        }
        let base = match word.as_str() {
            "int" => Base::Int,
            "real" => Base::Real,
            "vector" => Base::Vector,
            "row_vector" => Base::RowVector,
            "matrix" => Base::Matrix,
            "complex" | "complex_vector" | "complex_row_vector" | "complex_matrix" | "tuple" => {
                return Err(Diag::unsupported(span, format!("the type {word}")))
            }
            w => return Err(Diag::syntax(span, format!("expected a type, found '{w}'"))),
        };
        if self.is_sym("[") {
            return Err(Diag::unsupported(self.peek().span, "the old array syntax (write array[] real x)"));
        }
        Ok(SType::array(base, dims))
    }

    fn fun_body(&mut self) -> Result<super::ast::Stmt, Diag> {
        if !self.is_sym("{") {
            let t = self.peek();
            return Err(Diag::syntax(t.span, format!("expected '{{' or ';', found {}", t.tok.describe())));
        }
        self.stmt_pub()
    }
}

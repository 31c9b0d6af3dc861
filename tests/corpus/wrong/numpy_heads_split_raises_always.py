# track: numpy
# exercise: heads
# why: split_heads raises ValueError on every call, which must not earn the error-case points
# named-by: on an input it should accept


def split_heads(x, n_heads):
    raise ValueError("TODO")

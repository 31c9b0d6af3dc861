# track: numpy
# exercise: heads
# why: split_heads raises ValueError on every call, which must not earn the error-case points


def split_heads(x, n_heads):
    raise ValueError("TODO")

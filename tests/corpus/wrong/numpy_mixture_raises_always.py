# track: numpy
# exercise: mixture
# why: raises ValueError on every call, which must not earn the error-case points
# named-by: on an input it should accept


def weighted_mixture(weights, values):
    raise ValueError("not done yet")

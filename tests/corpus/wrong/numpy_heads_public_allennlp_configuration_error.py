# track: numpy
# exercise: heads
# why: multi_head_self_attention keeps the constructor checks of AllenNLP's MultiHeadSelfAttention, "if attention_dim % num_heads != 0: raise ConfigurationError(...)" for the key and the value widths, with AllenNLP's ConfigurationError (a subclass of Exception, not of ValueError) defined alongside; a head count that does not divide the widths raises ConfigurationError, and n_heads = 0 raises ZeroDivisionError from the modulo, instead of ValueError
# kind: public
# diagnosis: error-not-valueerror
import numpy as np


class ConfigurationError(Exception):
    """The exception AllenNLP raises for a bad model configuration."""


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    attention_dim, values_dim = w_q.shape[-1], w_v.shape[-1]
    if attention_dim % n_heads != 0:
        raise ConfigurationError(f"Key size ({attention_dim}) must be divisible by the number of attention heads ({n_heads}).")
    if values_dim % n_heads != 0:
        raise ConfigurationError(f"Value size ({values_dim}) must be divisible by the number of attention heads ({n_heads}).")
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights

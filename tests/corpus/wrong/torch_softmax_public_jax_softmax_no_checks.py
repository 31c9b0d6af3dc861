# track: torch
# exercise: softmax
# why: stable_softmax ports jax.nn.softmax's body, unnormalized = exp(x - stop_gradient(x.max(axis, keepdims=True))) over the sum, with the temperature divided in, but JAX validates nothing: a zero, negative or NaN temperature and an all -inf row give NaN or garbage instead of ValueError
# kind: public
# diagnosis: error-not-raised
import torch


def stable_softmax(scores, temperature=1.0):
    x = scores / temperature
    unnormalized = torch.exp(x - x.amax(dim=-1, keepdim=True).detach())
    return unnormalized / unnormalized.sum(dim=-1, keepdim=True)
